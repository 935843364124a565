import { render, screen, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { OperatorRequest } from '@basera/contract/operator'
import { requestInboxStrings as t } from '../strings'
import { RequestInbox } from './request-inbox'

const request: OperatorRequest = {
  request_id: 5, kind: 'callback', purpose: 'Call me about a double room', property_id: 74, property_name: 'Lotus Living Boys PG', property_label: 'Lotus Living Boys PG, Saket',
  service_name: null, tenant_name: 'Riya Sharma', tenant_phone: '9876543210', handled_at: null, handled_by_name: null, created_at: '2026-11-24T05:00:00.000Z',
}

describe('the requests inbox', () => {
  it('names the property with its locality, and a service request by the service', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RequestInbox requests={[request, { ...request, request_id: 6, property_id: 75, property_label: 'Lotus Living Boys PG, Malviya Nagar' }, { ...request, request_id: 7, kind: 'interest', property_id: null, property_name: null, property_label: null, service_name: 'Packers and movers' }]} />
      </QueryClientProvider>,
    )
    const [, first, second, third] = screen.getAllByRole('row')
    expect(within(first!).getByText('Lotus Living Boys PG, Saket')).toBeInTheDocument()
    expect(within(second!).getByText('Lotus Living Boys PG, Malviya Nagar')).toBeInTheDocument()
    expect(within(third!).getByText('Packers and movers')).toBeInTheDocument()
    expect(within(third!).getByText(t.kinds.interest)).toBeInTheDocument()
  })
})
