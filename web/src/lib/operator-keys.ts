/** Every console query's key starts here: signing out of the console drops them all at once. */
export const operatorKeys = {
  all: ['operator'] as const,
  /** The property list counts bookings, visits and requests awaiting the operator: deciding one refreshes it. */
  properties: ['operator', 'properties'] as const,
  /** Messages: the threads list, each thread and the navigation's unread count (real-time updates invalidate this). */
  threads: ['operator', 'threads'] as const,
}
