import { COUNTRY_CODE } from '@basera/contract/constants'

/** An Indian 10-digit number as a link that dials it: "+91 9876543210" on screen, tel:+919876543210 behind. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:+${COUNTRY_CODE}${phone}`}>+{COUNTRY_CODE} {phone}</a>
}
