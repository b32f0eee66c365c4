/** Example texts for the sandbox. Every product, price and policy here is made up. */
export const PERSONAL_SAMPLES = [
  {
    title: 'Pricing (example)',
    text: `# Pricing (example)

This is sample content for the sandbox; the plans and prices are examples.

## Plans

The Starter plan costs 29 euros per month and includes one agent and 1,000 conversations.
The Growth plan costs 99 euros per month and includes five agents, 10,000 conversations and the CRM integrations.
The Enterprise plan is priced per contract and adds single sign-on, audit logs and a dedicated success manager.

## Billing

Plans are billed monthly or yearly; yearly billing saves two months.
Invoices are sent by email on the first day of each billing period.
You can cancel at any time and keep access until the end of the paid period.`,
  },
  {
    title: 'Integrations (example)',
    text: `# Integrations (example)

This is sample content for the sandbox.

The example agent connects to HubSpot and Salesforce to create contacts and log conversations.
Meetings are booked through Google Calendar or Microsoft 365 calendars of your sales reps.
A webhook can send every new lead to your own systems within seconds.

## Website widget

The widget is installed with one script tag before the closing body tag.
It loads asynchronously and does not slow down the page.`,
  },
];

export const SHARED_SAMPLES = [
  {
    title: 'Security and privacy (example)',
    text: `# Security and privacy (example)

This is sample content for the sandbox; the policies are examples.

Customer data is stored in data centres in Frankfurt, Germany, and never leaves the European Union.
All traffic is encrypted with TLS 1.2 or later, and data at rest is encrypted with AES-256.
Visitors can ask for their data to be deleted; deletion completes within 30 days.`,
  },
  {
    title: 'Support hours (example)',
    text: `# Support hours (example)

This is sample content for the sandbox.

The support team answers by chat and email from Monday to Friday, 9:00 to 18:00 Central European Time.
Enterprise customers also get a phone line that is staffed around the clock for urgent incidents.
The average first reply time is under two hours during support hours.`,
  },
];
