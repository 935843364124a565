import { catalogue } from './support/catalogue.ts'
import { fuzzSuite } from './support/fuzz-suite.ts'

// The fuzzed corpus of bad input (support/fuzz-suite.ts) for the calls on a lead's own data, sent with the
// lead's token so that validation, not the 401, is what answers. The public calls: bad-input-public.test.ts.

fuzzSuite('calls on own data', catalogue.filter((e) => e.access === 'lead'))
