import { useState } from 'react'
import type { OperatorRoomOption } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { toast } from '../../../components/toast'
import { formatDate, formatRupees } from '../../../lib/format'
import { useCreateRoomOption, useUpdateRoomOption } from '../api/room-options'
import { roomStrings as t } from '../strings'
import { RoomOptionForm } from './room-option-form'
import styles from './room-options.module.css'

/** A property's room options: add one, or edit price, charges and available rooms of another. */
export function RoomOptions({ propertyId, options, roomsOnly }: { propertyId: number; options: readonly OperatorRoomOption[]; roomsOnly: boolean }) {
  // 'new' or the id being edited; one form open at a time
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const create = useCreateRoomOption(propertyId)
  const update = useUpdateRoomOption()
  const close = () => {
    setEditing(null)
    create.reset()
    update.reset()
  }

  return (
    <div className={styles.list}>
      {options.length === 0 && editing !== 'new' && <p className={styles.none}>{t.none}</p>}
      {options.map((option) =>
        editing === option.room_option_id ? (
          <RoomOptionForm
            key={option.room_option_id}
            option={option}
            roomsOnly={roomsOnly}
            onUpdate={async (body) => {
              const reply = await update.mutateAsync({ roomOptionId: option.room_option_id, body })
              toast.success(reply.message ?? t.saved)
              close()
            }}
            onCancel={close}
          />
        ) : (
          <div key={option.room_option_id} className={styles.option}>
            <div>
              <h3 className={styles.name}>{option.room_type_name}</h3>
              <p className={styles.summary}>{t.summary(formatRupees(option.unit_rent), option.available_rooms, option.total_rooms)}</p>
              <p className={styles.meta}>{t.confirmedOn(formatDate(option.availability_confirmed_at, 'en'))}</p>
            </div>
            <Button variant="outline" onClick={() => setEditing(option.room_option_id)} aria-label={t.editLabel(option.room_type_name)}>
              {t.edit}
            </Button>
          </div>
        ),
      )}
      {editing === 'new' ? (
        <RoomOptionForm
          roomsOnly={false}
          onCreate={async (body) => {
            const reply = await create.mutateAsync(body)
            toast.success(reply.message ?? t.created)
            close()
          }}
          onCancel={close}
        />
      ) : (
        !roomsOnly && (
          <Button variant="outline" onClick={() => setEditing('new')} className={styles.add}>
            {t.add}
          </Button>
        )
      )}
    </div>
  )
}
