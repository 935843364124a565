import { sql } from 'drizzle-orm'
import { computeMoveInCost, type ChargeInputs } from '@basera/contract/pricing'
import type { PropertyDetail, RoomOption } from '@basera/contract/properties'
import { messages } from '@basera/contract/messages'
import { rowsOf, type Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { cardJson } from './cards.ts'

const REVIEWS_SHOWN = 20
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', ${ISO_UTC})`)

type Charges = Pick<ChargeInputs, 'unit_rent' | 'security_deposit_months' | 'maintenance_amount' | 'one_time_fees'>
type StoredOption = Omit<RoomOption, 'security_deposit_amount' | 'move_in_total' | 'refundable_amount'>

const optionJson = sql`json_build_object(
  'room_option_id', o.id, 'property_id', o.property_id, 'property_name', p.name, 'room_type_id', o.room_type_id,
  'room_type_name', t.name, 'unit_rent', o.unit_rent, 'available_rooms', o.available_rooms,
  'security_deposit_months', o.security_deposit_months, 'noticeperiod_months', o.noticeperiod_months,
  'agreement_duration_months', o.agreement_duration_months, 'lockinperiod_months', o.lockinperiod_months,
  'features', coalesce((
    select json_agg(json_build_object('feature_name', f.name) order by pf.position)
    from property_features pf join features f on f.id = pf.feature_id where pf.property_id = p.id
  ), '[]'::json),
  'maintenance_amount', o.maintenance_amount, 'electricity', o.electricity, 'food', o.food,
  'one_time_fees', o.one_time_fees, 'availability_confirmed_at', ${iso('o.availability_confirmed_at')},
  'sharing', o.sharing, 'ac', o.ac, 'attached_bathroom', o.attached_bathroom, 'food_included', o.food_included,
  'available_from', o.available_from::text,
  -- the token applies only once the owner's payout account is active (money/token.ts tokenDue says the same)
  'token_amount', case when exists (select 1 from payout_accounts pa where pa.operator_id = p.owner_operator_id and pa.status = 'activated')
    then o.token_amount else 0 end
)`

/**
 * A property's room options, cheapest first, in one statement (the database builds the JSON); the
 * charges come from the contract's one move-in computation. 404 for an unknown or unpublished property.
 */
export async function roomOptionsOf(db: Db, propertyId: number): Promise<RoomOption[]> {
  const rows = await rowsOf<{ options: StoredOption[] | string | null }>(db, sql`
    select (
      select coalesce(json_agg(${optionJson} order by o.unit_rent, o.id), '[]'::json)
      from room_options o join room_types t on t.id = o.room_type_id
      where o.property_id = p.id
    ) as options
    from properties p where p.id = ${propertyId} and p.published`)
  const row = rows[0]
  if (!row || row.options === null) throw new AppError(404, messages.propertyNotFound)
  const options = typeof row.options === 'string' ? (JSON.parse(row.options) as StoredOption[]) : row.options
  return options.map((o) => {
    const cost = computeMoveInCost(o)
    return { ...o, security_deposit_amount: cost.security_deposit_amount, move_in_total: cost.move_in_total, refundable_amount: cost.refundable_amount }
  })
}

/**
 * A property's details as a visitor not signed in sees them (`is_shortlisted` false), in one statement:
 * its card, its texts, its latest reviews and the charges of its cheapest room option. 404 when unknown or
 * unpublished (one whose availability went unconfirmed still shows here, with its date; only search drops it).
 */
export async function propertyDetailOf(db: Db, propertyId: number): Promise<PropertyDetail> {
  const rows = await rowsOf<{ detail: string | (Omit<PropertyDetail, 'refundable_amount' | 'is_shortlisted'> & { cheapest: Charges | null }) }>(db, sql`
    select (${cardJson}::jsonb || jsonb_build_object(
      'ownership', p.ownership, 'description', p.description, 'highlights', p.highlights,
      -- a sample contact never carries a number, whatever a row holds
      'contact_name', p.contact_name, 'contact_phone', case when p.contact_is_sample then null else p.contact_phone end,
      'contact_is_sample', p.contact_is_sample,
      'cancellation_terms', p.cancellation_terms,
      'rent_day', p.rent_day, 'late_fee', p.late_fee,
      'reviews', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', r.id, 'name', r.reviewer_name, 'rating', r.rating, 'title', r.title, 'description', r.description,
          'created_at', ${iso('r.created_at')}, 'is_sample', r.is_sample, 'reply', r.reply,
          'stay', case when b.id is null then null else jsonb_build_object('from', coalesce(b.move_in_date::text, to_char(b.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')), 'to', null) end
        ) order by r.created_at desc, r.id desc)
        from (select * from reviews where property_id = p.id order by created_at desc, id desc limit ${REVIEWS_SHOWN}) r
        left join bookings b on b.id = r.booking_id
      ), '[]'::jsonb),
      'cheapest', (
        select jsonb_build_object('unit_rent', o.unit_rent, 'security_deposit_months', o.security_deposit_months,
          'maintenance_amount', o.maintenance_amount, 'one_time_fees', o.one_time_fees)
        from room_options o where o.property_id = p.id order by o.unit_rent, o.id limit 1
      )
    ))::text as detail
    from properties p
    join cities c on c.id = p.city_id
    join localities l on l.id = p.locality_id
    where p.id = ${propertyId} and p.published`)
  const row = rows[0]
  if (!row) throw new AppError(404, messages.propertyNotFound)
  const { cheapest, ...detail } = typeof row.detail === 'string' ? (JSON.parse(row.detail) as Exclude<typeof row.detail, string>) : row.detail
  return { ...detail, refundable_amount: cheapest ? computeMoveInCost(cheapest).refundable_amount : 0, is_shortlisted: false }
}
