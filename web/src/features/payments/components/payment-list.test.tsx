import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LeadPayment } from '@basera/contract/payments'
import { paymentStrings as t } from '../strings'
import { PaymentList } from './payment-list'

const paid: LeadPayment = { booking_id: 88, property_name: 'Green Leaf PG', order_id: 'order_1', payment_id: 'pay_1', kind: 'token_payment', amount: 2000, status: 'captured', at: '2026-11-28T02:08:00.000Z' }

describe('Payments', () => {
  it('each movement: what, how much in rupees, where it is, when in India, for which booking', () => {
    render(<PaymentList payments={[{ ...paid, kind: 'refund', status: 'refunded', amount: 1000, at: '2026-11-29T10:00:00.000Z' }, paid]} />)
    const refund = screen.getByRole('listitem', { name: `${t.kinds.refund} ₹1,000` })
    expect(refund).toHaveTextContent(t.statuses.refunded)
    expect(refund).toHaveTextContent('29 Nov 2026, 3:30 pm')
    const payment = screen.getByRole('listitem', { name: `${t.kinds.token_payment} ₹2,000` })
    expect(payment).toHaveTextContent(`Green Leaf PG · ${t.booking(88)}`)
    expect(payment).toHaveTextContent('28 Nov 2026, 7:38 am')
    expect(payment).toHaveTextContent(t.paymentId('pay_1'))
  })
})
