import { describe, expect, it } from 'vitest';
import { createMasker, emptyCounts, maskText, redactionOrNull, sumCounts } from '../../src/platform/masking/index.js';
import { luhnValid } from '../../src/platform/masking/detectors.js';

/** [what the visitor said, the visitor's display name, what a masked read shows]. */
const CASES: Array<[string, string | null, string]> = [
  // Emails
  ['write to ada@example.com.', null, 'write to [email].'],
  ['mail me: ada.lovelace+test@sub.example.co.uk!', null, 'mail me: [email]!'],
  ['the @ sign and example.com alone stay', null, 'the @ sign and example.com alone stay'],
  // Phones, international and national
  ['Call me at +44 20 7946 0958 tomorrow', null, 'Call me at [phone] tomorrow'],
  ['compact +447911123456, please', null, 'compact [phone], please'],
  ['+1 (212) 555-0199 ext. 12 is my desk', null, '[phone] is my desk'],
  ['0049 30 901820 from Berlin', null, '[phone] from Berlin'],
  ['my number is (415) 555-0132', null, 'my number is [phone]'],
  ['UK office: 020 7946 0958', null, 'UK office: [phone]'],
  ['French mobile 06 12 34 56 78', null, 'French mobile [phone]'],
  ['415-555-0132 or 030 12345678', null, '[phone] or [phone]'],
  // Numbers that are not phones
  ['order 123456789 shipped', null, 'order 123456789 shipped'],
  ['order #4412 3456 7890 is late', null, 'order #4412 3456 7890 is late'],
  ['Order 12345678901234 is late', null, 'Order 12345678901234 is late'],
  ['invoice no. 2024-0042-17', null, 'invoice no. 2024-0042-17'],
  ['the year 2023 had 12000 users and 1,250,000 visits', null, 'the year 2023 had 12000 users and 1,250,000 visits'],
  [
    'USD 1299 per year for 25 seats, version 2.14.3, SKU 99887766',
    null,
    'USD 1299 per year for 25 seats, version 2.14.3, SKU 99887766',
  ],
  ['my zip is 94103, room 4021, ip 192.168.100.200', null, 'my zip is 94103, room 4021, ip 192.168.100.200'],
  // Dates and times
  ['on 2024-03-15 at 10:30', null, 'on 2024-03-15 at 10:30'],
  ['dates 15.03.2024 and 03/15/2024', null, 'dates 15.03.2024 and 03/15/2024'],
  ['I was born 19870412', null, 'I was born 19870412'],
  ['Meeting at 14:30 on 12/05', null, 'Meeting at 14:30 on 12/05'],
  // Cards: Luhn-valid only
  ['card 4111 1111 1111 1111 exp 12/27', null, 'card [card] exp 12/27'],
  ['4242424242424242', null, '[card]'],
  ['amex 3782-822463-10005', null, 'amex [card]'],
  ['card 4111-1111-1111-1112 (a typo)', null, 'card 4111-1111-1111-1112 (a typo)'],
  // IBANs and account numbers
  ['IBAN DE89 3704 0044 0532 0130 00 thanks', null, 'IBAN [account] thanks'],
  ['iban: GB82WEST12345698765432.', null, 'iban: [account].'],
  ['DE89 3704 0044 0532 0130 02 fails its check', null, 'DE89 3704 0044 0532 0130 02 fails its check'],
  ['my account number is 12345678, sort code 12-34-56', null, 'my account number is [account], sort code 12-34-56'],
  ['acct 0012345678901', null, 'acct [account]'],
  // The fewest digits each kind needs (list reads skip texts with fewer): six after an account label
  ['account no. 123456', null, 'account no. [account]'],
  ['account no. 12345', null, 'account no. 12345'],
  ['pay into 123456789012345 today', null, 'pay into [account] today'],
  ['transfer ref 123456789012345', null, 'transfer ref 123456789012345'],
  // The visitor's own name: whole words, any case, parts too
  ['Hi, I am Ada Lovelace', 'Ada Lovelace', 'Hi, I am [name]'],
  ["ADA here; ada again; Lovelace's laptop", 'Ada Lovelace', "[name] here; [name] again; [name]'s laptop"],
  ['Adam from Canada says hi to Adaline', 'Ada Lovelace', 'Adam from Canada says hi to Adaline'],
  ['José and JOSÉ', 'José García', '[name] and [name]'],
  ['a demo for Chloe Demo-Visitor', 'Chloe Demo-Visitor', 'a demo for [name]'],
  ["O'Brien called", "Sean O'Brien", '[name] called'],
  ['J. Smith wrote', 'J Smith', 'J. [name] wrote'],
  ['Ada Lovelace is not masked without her name', null, 'Ada Lovelace is not masked without her name'],
  // Words the company wrote are not the visitor's name: labels in the display name, fixture labels in the text
  ['Ana here, is there an example? (example)', 'Ana (example)', '[name] here, is there an example? (example)'],
  ['Hi, Ana Example here. Pricing? (example)', 'Ana Example', 'Hi, [name] here. Pricing? (example)'],
  [
    'Do you offer discounts? (example question) Thanks, Example',
    'Ada Example',
    'Do you offer discounts? (example question) Thanks, [name]',
  ],
  ['Sam [test] wrote this', 'Sam [test]', '[name] [test] wrote this'],
  // Several kinds in one message
  [
    'I am Ada (ada@example.com, +44 20 7946 0958); card 4111111111111111, IBAN GB82 WEST 1234 5698 7654 32. Order 5512 ships to Canada.',
    'Ada Lovelace',
    'I am [name] ([email], [phone]); card [card], IBAN [account]. Order 5512 ships to Canada.',
  ],
  ['ada@example.com is where Ada reads mail', 'Ada', '[email] is where [name] reads mail'],
  ['nothing private here at all', 'Ada', 'nothing private here at all'],
  ['', 'Ada', ''],
];

describe('maskText', () => {
  it.each(CASES)('%j (name %j)', (input, name, expected) => {
    expect(maskText(input, { names: [name] }).text).toBe(expected);
  });

  it('counts each kind it masked', () => {
    const { counts } = maskText(
      'Ada Lovelace (ada@example.com, +44 20 7946 0958) pays with 4111 1111 1111 1111 from DE89370400440532013000; Ada again.',
      { names: ['Ada Lovelace'] },
    );
    expect(counts).toEqual({ email: 1, phone: 1, card: 1, account: 1, name: 2 });
  });

  it('reports nothing masked as null redaction, and sums several texts', () => {
    const masker = createMasker({ names: ['Ben Sample'] });
    const a = masker.mask('Ben here, ben.sample@example.org');
    const b = masker.mask('no personal data');
    expect(redactionOrNull(b.counts)).toBeNull();
    expect(redactionOrNull(sumCounts([a.counts, b.counts]))).toEqual({
      email: 1,
      phone: 0,
      card: 0,
      account: 0,
      name: 1,
    });
    expect(sumCounts([])).toEqual(emptyCounts());
  });

  it('recognises national formats only for the regions asked', () => {
    expect(maskText('06 12 34 56 78', { phoneRegions: ['US'] }).text).toBe('06 12 34 56 78');
    expect(maskText('06 12 34 56 78', { phoneRegions: ['FR'] }).text).toBe('[phone]');
    expect(maskText('+33 6 12 34 56 78', { phoneRegions: [] }).text).toBe('[phone]');
  });

  it('checks card numbers with Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
  });
});
