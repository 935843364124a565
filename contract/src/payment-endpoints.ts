import type { Endpoint } from './endpoint.ts'
import { DeductionPhotoBody, DeductionPhotoFileReply, DepositSettlementBody, DepositSettlementReply, GiveNoticeBody, GiveNoticeReply, NoticeBody, NoticeReply, RespondToSettlementBody } from './leaving.ts'
import { AutopayBody, AutopayReply, CancelAutopayReply } from './autopay.ts'
import { ListRentDuesBody, PayRentDueBody, RentDuesReply, RentReceiptBody, RentReceiptReply } from './dues.ts'
import { CreateTokenPaymentBody, LeadPaymentsBody, LeadPaymentsReply, TokenPaymentReply, VerifyPaymentBody, VerifyPaymentReply, WebhookReply } from './payments.ts'

// Money: the token's payment and its checkout callback, the gateway's webhook, rent over the stay, leaving and AutoPay.
// Part of the endpoint table (endpoints.ts re-exports it); the web imports this module, not the whole table.

// the token of a held booking whose move-in date is set: a gateway order (amount in paise); a second tap answers the same order
export const createTokenPayment = { method: 'POST', path: '/api/payments/v1/token-payment', operationId: 'createTokenPayment', access: 'lead', tag: 'payments', body: CreateTokenPaymentBody, reply: TokenPaymentReply } as const satisfies Endpoint
// the checkout's callback: signature checked, the payment fetched from the gateway before anything is credited
export const verifyPayment = { method: 'POST', path: '/api/payments/v1/verify-payment', operationId: 'verifyPayment', access: 'lead', tag: 'payments', body: VerifyPaymentBody, reply: VerifyPaymentReply } as const satisfies Endpoint
export const getLeadPayments = { method: 'POST', path: '/api/leads/v1/get-payments', operationId: 'getLeadPayments', access: 'lead', tag: 'payments', body: LeadPaymentsBody, reply: LeadPaymentsReply } as const satisfies Endpoint
// the gateway's events: the raw body's HMAC (X-Razorpay-Signature) and x-razorpay-event-id are checked before the body is read
export const razorpayWebhook = { method: 'POST', path: '/api/payments/v1/webhooks/razorpay', operationId: 'razorpayWebhook', access: 'public', tag: 'payments', reply: WebhookReply } as const satisfies Endpoint
// rent over the stay (issue 33): the lead's dues (paid ones kept), paying one through the checkout (the token's answer), its receipt as a PDF
export const listRentDues = { method: 'POST', path: '/api/leads/v1/rent-dues', operationId: 'listRentDues', access: 'lead', tag: 'payments', body: ListRentDuesBody, reply: RentDuesReply } as const satisfies Endpoint
export const payRentDue = { method: 'POST', path: '/api/payments/v1/rent-due-payment', operationId: 'payRentDue', access: 'lead', tag: 'payments', body: PayRentDueBody, reply: TokenPaymentReply } as const satisfies Endpoint
export const getRentReceipt = { method: 'POST', path: '/api/leads/v1/rent-receipt', operationId: 'getRentReceipt', access: 'lead', tag: 'payments', body: RentReceiptBody, reply: RentReceiptReply } as const satisfies Endpoint
// leaving (issue 33): notice once per booking (its notice months decide the last day), the deposit's settlement as the owner made it, the tenant's answer
export const getNotice = { method: 'POST', path: '/api/leads/v1/notice', operationId: 'getNotice', access: 'lead', tag: 'payments', body: NoticeBody, reply: NoticeReply } as const satisfies Endpoint
export const giveNotice = { method: 'POST', path: '/api/leads/v1/give-notice', operationId: 'giveNotice', access: 'lead', tag: 'payments', body: GiveNoticeBody, reply: GiveNoticeReply } as const satisfies Endpoint
export const getDepositSettlement = { method: 'POST', path: '/api/leads/v1/deposit-settlement', operationId: 'getDepositSettlement', access: 'lead', tag: 'payments', body: DepositSettlementBody, reply: DepositSettlementReply } as const satisfies Endpoint
// a photo of a deduction of the lead's own settlement, as the file itself (it is private: never a public address)
export const getDeductionPhoto = { method: 'POST', path: '/api/leads/v1/deposit-settlement/photo', operationId: 'getDeductionPhoto', access: 'lead', tag: 'payments', body: DeductionPhotoBody, reply: DeductionPhotoFileReply } as const satisfies Endpoint
export const respondToSettlement = { method: 'POST', path: '/api/leads/v1/deposit-settlement/respond', operationId: 'respondToSettlement', access: 'lead', tag: 'payments', body: RespondToSettlementBody, reply: DepositSettlementReply } as const satisfies Endpoint
// UPI AutoPay (issue 33): the booking's mandate and its next debit; setting it up answers a checkout like payRentDue's; cancelling is idempotent
export const getAutopay = { method: 'POST', path: '/api/leads/v1/autopay', operationId: 'getAutopay', access: 'lead', tag: 'payments', body: AutopayBody, reply: AutopayReply } as const satisfies Endpoint
export const startAutopay = { method: 'POST', path: '/api/payments/v1/autopay/start', operationId: 'startAutopay', access: 'lead', tag: 'payments', body: AutopayBody, reply: TokenPaymentReply } as const satisfies Endpoint
export const cancelAutopay = { method: 'POST', path: '/api/payments/v1/autopay/cancel', operationId: 'cancelAutopay', access: 'lead', tag: 'payments', body: AutopayBody, reply: CancelAutopayReply } as const satisfies Endpoint
