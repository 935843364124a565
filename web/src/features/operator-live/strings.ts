// The operator console is English only for now (PRODUCT.md): no Hindi pairing.
export const consoleLiveStrings = {
  live: 'Live',
  liveHint: 'New bookings, visits and requests appear here as they come in.',
  polling: 'Updating every 30 s',
  pollingHint: 'The live connection is down; the lists still refresh every 30 seconds.',
  /** What a change announces, by its kind. */
  news: {
    booking_requested: 'New booking request',
    visit_requested: 'New visit request',
    callback_requested: 'New callback request',
    message: 'New message',
  } as Readonly<Record<string, string>>,
  open: 'Open',
} as const
