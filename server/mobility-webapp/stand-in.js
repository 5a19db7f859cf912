// The stand-in for the external mobility web app: exchanges the single-use code from the fragment for a token
// pair, removes the code from the address bar, and shows whom it signed in and with which context.
const status = document.getElementById('status');
const facts = document.getElementById('facts');
const code = new URLSearchParams(location.hash.slice(1)).get('code');
history.replaceState(null, '', location.pathname + location.search);

function show(label, value) {
  const term = document.createElement('dt');
  term.textContent = label;
  const detail = document.createElement('dd');
  detail.textContent = value;
  detail.dataset.fact = label;
  facts.append(term, detail);
}

async function start() {
  if (!code) {
    status.textContent = 'No hand-over code in the address.';
    return;
  }
  const answer = await fetch('/api-admin-auth/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'handover_code', code }),
  });
  const body = await answer.json();
  if (!answer.ok) {
    status.textContent = `Not signed in: ${body.errors?.[0] ?? answer.status}`;
    return;
  }
  const me = await fetch('/api-admin/account/currentloggedinaccount', { headers: { authorization: `Bearer ${body.access_token}` } });
  const account = (await me.json()).results?.[0] ?? {};
  status.textContent = 'Signed in.';
  show('account', account.emailAddress ?? '');
  for (const [key, value] of new URLSearchParams(location.search)) show(key, value);
}

start().catch((error) => {
  status.textContent = `Not signed in: ${error.message}`;
});
