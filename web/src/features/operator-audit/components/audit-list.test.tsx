import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AuditList } from './audit-list'

describe('audit log', () => {
  it('reads as the server sentence with the property named, never the raw field and ISO values', () => {
    const sentence = 'Asha Owner changed the monthly rent of the Double room at Lotus Living Boys PG, Saket from ₹9,500 to ₹500.'
    render(
      <AuditList
        entries={[{
          audit_id: 1, operator_id: 2, operator_name: 'Asha Owner', property_id: 163, entity: 'room_option', entity_id: 9, action: 'unit_rent',
          before: 9500, after: 500, at: '2026-11-27T20:26:21.960Z', property_label: 'Lotus Living Boys PG, Saket', sentence,
        }]}
      />,
    )
    expect(screen.getByText(sentence)).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Lotus Living Boys PG, Saket' })).toBeInTheDocument()
    expect(screen.queryByText('unit_rent')).not.toBeInTheDocument()
    expect(screen.queryByText(/Property #163/)).not.toBeInTheDocument()
  })
})
