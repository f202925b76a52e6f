import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/download-file';
import { filterParams, type TransactionFilters } from './wallet-keys';

/** GET /api/wallet/transactions/export.csv with the table's filters, saved as a file. */
export function exportTransactions(filters: TransactionFilters): Promise<void> {
  const params = filterParams(filters).toString();
  return downloadFile(`/wallet/transactions/export.csv${params ? `?${params}` : ''}`, {
    name: 'wallet-transactions.csv',
  });
}

export function useExportTransactions() {
  return useMutation<undefined, ApiError, TransactionFilters>({
    mutationFn: async (filters) => {
      await exportTransactions(filters);
      return undefined;
    },
  });
}
