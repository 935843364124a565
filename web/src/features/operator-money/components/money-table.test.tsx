import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OperatorMoneyRow } from '@basera/contract/payout'
import { moneyStrings as t } from '../strings'
import { MoneyTable } from './money-table'

const row: OperatorMoneyRow = {
  bookingId: 7, property_id: 74, property_name: 'Lotus Living Boys PG', property_label: 'Lotus Living Boys PG, Saket', tenant_name: 'Riya Sharma', status: 'accepted',
  token_amount: 2000, token_status: 'held', held: 2000, released: 0, refunded: 0, received: 0, move_in_date: null,
}

describe('the money table', () => {
  it('keeps two properties of one name apart, each named with its locality and its own total', () => {
    render(
      <MoneyTable
        rows={[
          row,
          { ...row, bookingId: 8, tenant_name: 'Asha' },
          { ...row, bookingId: 9, property_id: 75, property_label: 'Lotus Living Boys PG, Malviya Nagar', tenant_name: 'Meera', held: 1500 },
        ]}
      />,
    )
    const saket = screen.getByRole('region', { name: 'Lotus Living Boys PG, Saket' })
    const malviya = screen.getByRole('region', { name: 'Lotus Living Boys PG, Malviya Nagar' })
    expect(within(saket).getByText('Asha')).toBeInTheDocument()
    expect(within(saket).getByText(t.propertyTotal('Lotus Living Boys PG, Saket'))).toBeInTheDocument()
    expect(within(malviya).getByText('Meera')).toBeInTheDocument()
    expect(within(malviya).queryByText('Riya Sharma')).not.toBeInTheDocument()
  })
})
