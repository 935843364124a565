import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * Saves a small settings object whole: the cached value changes at once (a switch moves when tapped), the
 * server's answer replaces it, and a refusal puts the old value back.
 */
export function useOptimisticSave<T>(key: QueryKey, save: (value: T) => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: save,
    onMutate: async (value: T) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<T>(key)
      queryClient.setQueryData(key, value)
      return { before }
    },
    onError: (_error, _value, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  })
}
