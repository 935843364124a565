// The one toast helper (sonner); the spec's rental-flow toasts close after 2000 ms (set on <Toaster>).
export { toast } from 'sonner'
