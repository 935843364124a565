export const contactStrings = {
  title: 'Contact us',
  intro: 'Questions about a listing, a booking or your account? Write to us and our team replies by email, usually within one working day.',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  required: '(required)',
  send: 'Send message',
  sent: 'Thank you! Your message has been sent. We will reply by email.',
  failed: 'Your message could not be sent.',
  placeholderSupport: 'a development placeholder: nobody answers it yet',
  orWrite: 'You can also write to',
} as const
