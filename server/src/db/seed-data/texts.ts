// Word pools for generated listings and reviews: plain, specific, Delhi NCR.

export const PG_NAMES = [
  'Shanti Niwas', 'Green Leaf Residency', 'Urban Nest', 'Sukh Sadan', 'Aashiyana Homes', 'Comfort Stay',
  'Royal Residency', 'Krishna Kunj', 'Shri Balaji', 'Lotus Living', 'Sunrise Residency', 'Maple House',
  'Ganga Niwas', 'Silver Oak', 'Saffron Stay', 'Kesar Homes', 'Nirmal Niketan', 'Pearl Residency',
  'Anand Bhawan', 'Tulsi Vihar', 'Blue Bell Homes', 'Neem Tree House', 'Peepal Court', 'Sapphire Stay',
]
export const PG_SUFFIX = { 'Co-living': ['Co-living', 'Co-Living Spaces', 'Living'], Flat: ['Apartments', 'Residency Flats', 'Floors'] } as const

export const STREETS = ['Block A', 'Block B', 'Block C', 'Block D', 'Block E', 'Main Road', 'Gali No. 4', 'Gali No. 7', 'Pocket 2', 'Pocket 5', 'Market Road', 'Near Metro Station']

export const OWNERSHIPS = ['Managed by Basera', 'Owner managed', 'Operator managed'] as const

/** The furnishing's own highlight: it stands in HIGHLIGHTS for whatever the property's furnishing is, so the two always agree. */
export const FURNISHING_SLOT = 'Fully furnished rooms with bed, mattress and wardrobe'
export const FURNISHING_HIGHLIGHTS = {
  'Fully Furnished': FURNISHING_SLOT,
  'Semi Furnished': 'Semi-furnished rooms with a bed and a wardrobe',
  Unfurnished: 'Unfurnished rooms: bring your own furniture',
} as const

export const HIGHLIGHTS = [
  'Walking distance to the metro station',
  'Power backup for lights, fans and Wi-Fi',
  'Biometric entry and CCTV at every floor',
  'Rooms cleaned daily, linen changed weekly',
  'Home-style meals three times a day',
  'Separate study area with quiet hours after 11 pm',
  FURNISHING_SLOT,
  'Hot water round the year',
  'Markets, chemists and ATMs within 5 minutes',
  'Resident caretaker on the premises',
  'No brokerage: book directly',
  'Washing machine on every floor',
  'Rooftop sit-out with evening tea',
  'Close to coaching centres and colleges',
  'Easy cab and auto availability at all hours',
]

export const DESCRIPTION_OPENERS = [
  'A well-kept {type} in {locality}, {city}, popular with students and young professionals.',
  'Clean, secure and fairly priced {type} in the heart of {locality}.',
  'A calm {type} on a quiet lane of {locality}, a short ride from the main market.',
  'Comfortable {type} in {locality} for people who want a hassle-free stay.',
]
export const DESCRIPTION_DETAILS = [
  'Every charge is listed upfront: rent, deposit, maintenance, electricity and food, with nothing added after you move in.',
  'The deposit is returned at exit after the notice period, as written in the agreement.',
  'Visits can be arranged any day between 10 am and 7 pm.',
  'Rooms get natural light and cross ventilation; the building has a lift and a power backup.',
  'The caretaker handles repairs within a day, and housekeeping keeps common areas clean.',
]

export const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Arjun', 'Deepika', 'Divya', 'Gaurav', 'Ishita', 'Karan', 'Kavya', 'Manish',
  'Meera', 'Neha', 'Nikhil', 'Pooja', 'Priya', 'Rahul', 'Riya', 'Rohit', 'Sakshi', 'Sandeep', 'Shreya', 'Siddharth',
  'Simran', 'Sneha', 'Tanvi', 'Varun', 'Vikas', 'Yash', 'Harpreet', 'Farhan', 'Zoya', 'Abhishek', 'Nandini', 'Tushar',
]
export const LAST_NAMES = [
  'Sharma', 'Verma', 'Gupta', 'Singh', 'Agarwal', 'Mehta', 'Kapoor', 'Malhotra', 'Chauhan', 'Yadav', 'Jain', 'Bansal',
  'Khanna', 'Arora', 'Mishra', 'Tiwari', 'Saxena', 'Rawat', 'Bhatia', 'Sethi', 'Ahmed', 'Kaur', 'Nair', 'Das',
]

export const REVIEW_TEXTS: Record<3 | 4 | 5, { title: string; description: string }[]> = {
  5: [
    { title: 'Felt like home', description: 'Food is simple and tasty, rooms are cleaned every day and the caretaker fixes things the same day. Deposit terms were clear from the start.' },
    { title: 'Great location', description: 'Metro is a five minute walk and the market is right outside. Wi-Fi is fast enough for work from home.' },
    { title: 'Safe for girls', description: 'CCTV, a guard at the gate at night and a strict visitor policy. My parents were relieved after visiting.' },
    { title: 'No hidden charges', description: 'What they showed on the app is exactly what I paid. Electricity bill comes with the meter reading every month.' },
    { title: 'Clean and quiet', description: 'Good place to prepare for exams. Quiet hours are respected and the study table and lamp are decent.' },
  ],
  4: [
    { title: 'Good value', description: 'Rent is fair for the area. Food gets repetitive on weekdays, but the Sunday special is worth it.' },
    { title: 'Comfortable stay', description: 'Room is spacious and the mattress is good. Hot water takes a while in the mornings in winter.' },
    { title: 'Helpful staff', description: 'Staff is polite and the manager replies on WhatsApp quickly. Laundry sometimes takes an extra day.' },
    { title: 'Nice rooms', description: 'Rooms are well furnished and get sunlight. Power backup covers fans and lights, not the AC.' },
    { title: 'Decent overall', description: 'Housekeeping is regular and the common area is clean. Parking for bikes is a bit tight.' },
  ],
  3: [
    { title: 'Okay for the price', description: 'Location is convenient but the rooms facing the road are noisy. Maintenance requests take two or three days.' },
    { title: 'Average food', description: 'Rooms are fine, but the food could be better. They now allow opting out of meals, which helped.' },
    { title: 'Wi-Fi could be better', description: 'The stay is comfortable, but Wi-Fi drops in the evenings. Management says a new router is coming.' },
  ],
}
