// Room types as listings name them, in Hindi; a name not listed here is shown as the listing wrote it.
const roomTypes: Record<string, string> = {
  single: 'सिंगल',
  double: 'डबल',
  triple: 'ट्रिपल',
  private: 'प्राइवेट',
}

export const roomTypeName = (name: string): string => roomTypes[name.trim().toLowerCase()] ?? name
