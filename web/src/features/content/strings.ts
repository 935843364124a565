export const contentStrings = {
  testimonials: 'Testimonials',
  testimonialsIntro: 'Tenants tell their Basera story',
  play: (name: string, title: string) => `Play video: ${name}, ${title}`,
  videoTitle: (name: string) => `${name}'s story`,
  closeVideo: 'Close video',
  reviews: 'What tenants say',
  rating: (n: number) => `Rated ${n} out of 5`,
  sampleNote: 'Sample stories made for Basera until tenants share their own.',
} as const
