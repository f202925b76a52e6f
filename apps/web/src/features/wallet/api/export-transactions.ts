import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error';
import { apiFetchResponse } from '../../../lib/api-client';
import { filterParams, type TransactionFilters } from './wallet-keys';

const fileName = 'wallet-transactions.csv';

/** GET /api/wallet/transactions/export.csv with the table's filters, saved as a file. */
export async function exportTransactions(filters: TransactionFilters): Promise<void> {
  const params = filterParams(filters).toString();
  const response = await apiFetchResponse(
    `/wallet/transactions/export.csv${params ? `?${params}` : ''}`,
    { headers: { Accept: 'text/csv' } },
  );
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}

export function useExportTransactions() {
  return useMutation<undefined, ApiError, TransactionFilters>({
    mutationFn: async (filters) => {
      await exportTransactions(filters);
      return undefined;
    },
  });
}
