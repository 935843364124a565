import type { HomepageContent } from '@basera/contract/engagement'

export function homepageContent(): HomepageContent {
  const people = [
    { name: 'Ritika Sharma', title: 'Found a girls PG near Sector 62 in two days' },
    { name: 'Aman Gupta', title: 'Booked a double sharing room in Laxmi Nagar' },
    { name: 'Farhan Ahmed', title: 'Moved to Cyber City without a broker' },
    { name: 'Neha Kapoor', title: 'Got my full deposit back on time' },
  ]
  const reviews = [
    { name: 'Sandeep Yadav', rating: 5, title: 'Clear prices', description: 'Rent, deposit and electricity were all listed before I visited. No surprises at move-in.' },
    { name: 'Kavya Nair', rating: 5, title: 'Quick booking', description: 'Shortlisted three PGs, visited two on Saturday and booked the same evening.' },
    { name: 'Harpreet Kaur', rating: 4, title: 'Helpful support', description: 'Support called back within an hour when my move-in date changed.' },
    { name: 'Rohit Verma', rating: 5, title: 'Real availability', description: 'The room shown as available was actually available. That has never happened to me before.' },
    { name: 'Ishita Bansal', rating: 4, title: 'Good for students', description: 'Plenty of options near North Campus within my budget.' },
    { name: 'Vikas Chauhan', rating: 5, title: 'No spam calls', description: 'My number went only to the PG I asked about. Nobody else called me.' },
  ]
  return {
    testimonials: people.map((p, i) => ({
      id: i + 1,
      ...p,
      video: `/media/testimonials/testimonial-${i + 1}.mp4`,
      poster: `/media/testimonials/testimonial-${i + 1}.webp`,
    })),
    reviews: reviews.map((r, i) => ({ id: i + 1, ...r, image: `/media/reviewers/reviewer-${i + 1}.webp` })),
  }
}
