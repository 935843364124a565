import { useMutation, useQueryClient } from '@tanstack/react-query'
import { deletePropertyPhoto, reorderPropertyPhotos, uploadPropertyPhoto } from '@basera/contract/operator-endpoints'
import type { OperatorPhotosReply, OperatorPropertyReply } from '@basera/contract/operator'
import { callApi } from '../../../lib/api-client'
import { uploadFile } from '../../../lib/api-upload'
import { operatorPropertyKeys } from './keys'

interface UploadInput {
  file: File
  onProgress: (fraction: number) => void
}

/** Every photo call answers the property's photos in order: the editor shows them at once. */
function usePhotosAnswer(propertyId: number) {
  const queryClient = useQueryClient()
  return (reply: OperatorPhotosReply) => {
    queryClient.setQueryData<OperatorPropertyReply>(operatorPropertyKeys.detail(propertyId), (old) =>
      old ? { ...old, data: { ...old.data, photos: reply.data } } : old,
    )
    return queryClient.invalidateQueries({ queryKey: operatorPropertyKeys.all })
  }
}

export function useUploadPhoto(propertyId: number) {
  const onSuccess = usePhotosAnswer(propertyId)
  return useMutation({
    mutationFn: ({ file, onProgress }: UploadInput) => uploadFile(uploadPropertyPhoto, { params: { propertyId }, field: 'photo', file, onProgress }),
    onSuccess,
  })
}

export function useDeletePhoto(propertyId: number) {
  const onSuccess = usePhotosAnswer(propertyId)
  return useMutation({ mutationFn: (photoId: number) => callApi(deletePropertyPhoto, { params: { propertyId, photoId } }), onSuccess })
}

/** The photos in their new order (the first is the cover tenants see on cards). */
export function useReorderPhotos(propertyId: number) {
  const onSuccess = usePhotosAnswer(propertyId)
  return useMutation({
    mutationFn: (photoIds: number[]) => callApi(reorderPropertyPhotos, { params: { propertyId }, body: { photo_ids: photoIds } }),
    onSuccess,
  })
}
