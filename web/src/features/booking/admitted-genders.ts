import { createContext, useContext } from 'react'
import type { Gender } from '@basera/contract/constants'

/**
 * The genders the property being booked admits (its screen provides them): the booking form offers only
 * these, so nobody fills it in to be refused at Confirm. Empty: not known, every gender is offered.
 */
export const AdmittedGenders = createContext<readonly Gender[]>([])

export const useAdmittedGenders = () => useContext(AdmittedGenders)
