import { PAYMENT_METHODS, SANDBOX_CHECKOUT_PATH, SANDBOX_GATEWAY_PREFIX } from '@basera/contract/sandbox-gateway'
import { rupeesText } from '@basera/contract/pricing'

// The sandbox's checkout: one small page, no script and no third-party host, like Razorpay's test-mode checkout
// in what it offers (UPI, card, net banking; Success and Failure). A plain form: the browser posts it back to the
// sandbox, which records the payment, sends the webhooks and posts the outcome to the app's callback_url.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = { upi: 'UPI (success@razorpay)', card: 'Card (4111 1111 1111 1111)', netbanking: 'Net banking (any bank)' }

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#F6F8FB;color:#333}main{max-width:420px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;color:#111}.amount{font-size:32px;font-weight:700;color:#111;margin:8px 0}.note{font-size:14px;background:#fff7e0;padding:8px 12px;border-radius:8px}
fieldset{border:1px solid #ddd;border-radius:12px;padding:12px;margin:16px 0;background:#fff}label{display:block;padding:10px 4px;font-size:16px}
button{display:block;width:100%;min-height:48px;margin:8px 0;border:0;border-radius:12px;font-size:16px;font-weight:700;cursor:pointer}
.pay{background:#7065F0;color:#fff}.fail{background:#fff;color:#b00020;border:1px solid #b00020}:focus-visible{outline:3px solid #111;outline-offset:2px}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}

/** Where the checkout goes back to: the `callback_url` (and `cancel_url`) the form came with. */
export interface WayBack {
  callbackUrl: string
  cancelUrl: string | null
}

const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`).join('')

/** A UPI AutoPay mandate's authorisation order (`recurring=1`): the tenant approves a monthly mandate of up to this. */
export interface MandateTerms {
  maxAmountPaise: number
}

export function checkoutPage(o: { orderId: string; amountPaise: number; status: string; mandate?: MandateTerms | null } & WayBack): string {
  if (o.status === 'paid' || o.status === 'authorized') return page('Already paid', '<h1>This order is already paid</h1><p>Nothing more to pay. You can close this page.</p>')
  if (o.mandate) return mandatePage(o, o.mandate)
  const methods = PAYMENT_METHODS.map((m, i) => `<label><input type="radio" name="method" value="${m}"${i === 0 ? ' checked' : ''}> ${LABELS[m]}</label>`).join('')
  const back = hiddenInputs({ order_id: o.orderId, callback_url: o.callbackUrl, ...(o.cancelUrl ? { cancel_url: o.cancelUrl } : {}) })
  return page('Pay the token · Sandbox', `<h1>Basera · sandbox checkout</h1>
<p class="note">A test gateway: no real money moves. Choose how the payment ends.</p>
<p>Token for your booking</p><p class="amount">${escape(rupeesText(o.amountPaise / 100))}</p>
<form method="post" action="${SANDBOX_CHECKOUT_PATH}/pay">${back}
<fieldset><legend>Pay with</legend>${methods}</fieldset>
<button class="pay" type="submit" name="outcome" value="captured">Success</button>
<button class="fail" type="submit" name="outcome" value="failed">Failure</button></form>${o.cancelUrl ? `<p><a href="${escape(o.cancelUrl)}">Cancel payment</a></p>` : ''}`)
}

function mandatePage(o: { orderId: string; amountPaise: number } & WayBack, m: MandateTerms): string {
  const back = hiddenInputs({ order_id: o.orderId, callback_url: o.callbackUrl, method: 'upi', ...(o.cancelUrl ? { cancel_url: o.cancelUrl } : {}) })
  return page('Approve AutoPay mandate · Sandbox', `<h1>Basera · sandbox checkout</h1>
<p class="note">A test gateway: no real money moves. Choose how the approval in the UPI app ends.</p>
<p>UPI AutoPay: monthly rent, up to</p><p class="amount">${escape(rupeesText(m.maxAmountPaise / 100))}</p>
<p>Frequency: monthly. ${escape(rupeesText(o.amountPaise / 100))} is authorised to check the mandate, and not taken.</p>
<form method="post" action="${SANDBOX_CHECKOUT_PATH}/pay">${back}
<button class="pay" type="submit" name="outcome" value="captured">Approve AutoPay mandate</button>
<button class="fail" type="submit" name="outcome" value="failed">Decline</button></form>${o.cancelUrl ? `<p><a href="${escape(o.cancelUrl)}">Cancel</a></p>` : ''}`)
}

/**
 * After the choice: the outcome posted to the callback, as Razorpay's page does. A script of the sandbox's own
 * (same origin, so the pages' policy allows it) posts the form at once; without script the button does.
 */
export function returnPage(callbackUrl: string, fields: Record<string, string>): string {
  return page('Back to Basera · Sandbox', `<h1>Basera · sandbox checkout</h1><p>Taking you back to Basera…</p>
<form method="post" action="${escape(callbackUrl)}">${hiddenInputs(fields)}<button class="pay" type="submit">Back to Basera</button></form>
<script src="${RETURN_SCRIPT_PATH}"></script>`)
}

/** The return page's script: posts its form. */
export const RETURN_SCRIPT_PATH = `${SANDBOX_GATEWAY_PREFIX}/return.js`
export const RETURN_SCRIPT = 'document.forms[0].submit()\n'

export function notFoundPage(): string {
  return page('Order not found', '<h1>Order not found</h1><p>This payment link is not valid. Go back to the app and tap Pay again.</p>')
}
