import type { LoginBody, LoginReply, VerifyOtpBody } from '@basera/contract/auth'
import { operatorLogin, operatorVerifyOtp } from '@basera/contract/operator-endpoints'
import type { OperatorVerifyOtpReply } from '@basera/contract/operator'
import { callApi } from '../../../lib/api-client'

/** Sends a code to an invited number (an uninvited one gets the same answer and no code). */
export const sendOperatorCode = (body: LoginBody): Promise<LoginReply> => callApi(operatorLogin, { body })

export const checkOperatorCode = (body: VerifyOtpBody): Promise<OperatorVerifyOtpReply> => callApi(operatorVerifyOtp, { body })
