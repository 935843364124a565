// Text of the shared library (the API client's own refusals).
export const libStrings = {
  needsNetwork: 'You are offline. This needs the network: nothing you typed is lost, try again when you are back online.',
} as const
