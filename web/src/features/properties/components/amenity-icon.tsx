// Amenity icons by the server's `icon` key (24x24 strokes, drawn inline: nothing fetched).
const paths: Record<string, string> = {
  wifi: 'M2 9a15 15 0 0120 0M5 12.5a10 10 0 0114 0M8.5 16a5 5 0 017 0M12 19.5h.01',
  ac: 'M3 5h18v7H3zM6 9h12M7 15l-1 3M12 15v4M17 15l1 3',
  food: 'M7 3v8M4 3v5a3 3 0 006 0V3M7 11v10M17 21V3c-2 1-3 4-3 7h3',
  meals: 'M7 3v8M4 3v5a3 3 0 006 0V3M7 11v10M17 21V3c-2 1-3 4-3 7h3',
  laundry: 'M4 3h16v18H4zM4 7h16M12 18a4 4 0 100-8 4 4 0 000 8zM7 5h.01',
  washing: 'M4 3h16v18H4zM4 7h16M12 18a4 4 0 100-8 4 4 0 000 8zM7 5h.01',
  power: 'M13 2L4 14h7l-1 8 9-12h-7z',
  'power-backup': 'M13 2L4 14h7l-1 8 9-12h-7z',
  tv: 'M3 6h18v12H3zM8 21h8M8 2l4 4 4-4',
  parking: 'M5 3h14v18H5zM9 17V7h4a3 3 0 010 6H9',
  gym: 'M6 8v8M3 10v4M18 8v8M21 10v4M6 12h12',
  security: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  cctv: 'M3 7l13 4-2 4L3 11zM16 11l4 1M14 15l-1 4H7',
  cleaning: 'M14 3l-4 9M6 12h10l2 9H4z',
  housekeeping: 'M14 3l-4 9M6 12h10l2 9H4z',
  fridge: 'M6 2h12v20H6zM6 10h12M9 5v2M9 13v3',
  geyser: 'M7 3h10v14H7zM12 17v4M10 8h4M12 6v4',
  'hot-water': 'M7 3h10v14H7zM12 17v4M10 8h4M12 6v4',
  water: 'M12 3s6 6.5 6 11a6 6 0 01-12 0c0-4.5 6-11 6-11z',
  ro: 'M12 3s6 6.5 6 11a6 6 0 01-12 0c0-4.5 6-11 6-11z',
  bed: 'M3 18V7M3 14h18v4M21 18v-4a3 3 0 00-3-3h-8v3M7 11.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  wardrobe: 'M5 3h14v18H5zM12 3v18M10 11v2M14 11v2',
  study: 'M3 10h18M5 10v10M19 10v10M8 6h8v4H8z',
  'study-table': 'M3 10h18M5 10v10M19 10v10M8 6h8v4H8z',
  'washing-machine': 'M4 3h16v18H4zM4 7h16M12 18a4 4 0 100-8 4 4 0 000 8zM7 5h.01',
  'water-purifier': 'M12 3s6 6.5 6 11a6 6 0 01-12 0c0-4.5 6-11 6-11z',
  'attached-washroom': 'M4 12h16v2a6 6 0 01-6 6h-4a6 6 0 01-6-6zM6 12V5a2 2 0 014 0M8 20l-1 2M16 20l1 2',
  microwave: 'M3 5h18v14H3zM15 5v14M6 9h6v6H6zM18 9h.01M18 12h.01',
  lift: 'M5 3h14v18H5zM9 9l3-3 3 3M9 15l3 3 3-3',
  kitchen: 'M4 4h16v16H4zM4 10h16M8 14h.01M12 14h.01M16 14h.01',
  balcony: 'M3 12h18M5 12v8M9 12v8M13 12v8M17 12v8M3 20h18M7 12V5h10v7',
}
const fallback = 'M5 12l5 5 9-10'

/** An amenity's icon; unknown keys get a check mark so the list never breaks. */
export function AmenityIcon({ name, size = 22 }: { name: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name.toLowerCase()] ?? fallback} />
    </svg>
  )
}
