import { queryOptions, useQuery } from '@tanstack/react-query'
import { exportOperatorDues, listOperatorDues } from '@basera/contract/operator-endpoints'
import { duesCsvFilename, type OperatorDuesMonthQuery } from '@basera/contract/operator-dues'
import { callApi, callApiForFile } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'
import { saveFile } from '../../../lib/save-file'

// under the Money screen's key: a payment recorded in the rent dialog refreshes the month too
const duesKeys = {
  month: (query: OperatorDuesMonthQuery) => [...operatorKeys.all, 'money', 'dues-month', query] as const,
}

const duesMonthQuery = (query: OperatorDuesMonthQuery) => queryOptions({ queryKey: duesKeys.month(query), queryFn: () => callApi(listOperatorDues, { query }) })

/** A month's dues of the operator's properties (or one), with each property's sums. */
export function useOperatorDuesMonth(query: OperatorDuesMonthQuery) {
  return useQuery({ ...duesMonthQuery(query), placeholderData: (previous) => previous })
}

/** Downloads the month as a CSV file (fetched with the console's token, then saved). */
export async function downloadDuesCsv(query: OperatorDuesMonthQuery & { month: string }): Promise<void> {
  saveFile(await callApiForFile(exportOperatorDues, { query }), duesCsvFilename(query.month))
}
