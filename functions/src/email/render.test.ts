import { describe, expect, it } from 'vitest';
import { EMAIL_SUBJECTS, escapeHtml, maskAddress, renderMail } from './render';

const base = { firstName: 'Jean', message: 'La version V1 de votre commande Peugeot 308 est disponible.', orderId: 'o-1' };

describe('renderMail', () => {
  it('gives each kind its French subject', () => {
    expect(renderMail({ ...base, kind: 'file_ready' }, 'http://localhost:3000').subject).toBe('Votre fichier est prêt');
    expect(renderMail({ ...base, kind: 'admin_reply' }, 'http://localhost:3000').subject).toBe("Nouveau message de l'équipe");
    expect(renderMail({ ...base, kind: 'account_approved' }, 'http://localhost:3000').subject).toBe('Compte validé');
    const exported = renderMail({ ...base, kind: 'data_export', orderId: null }, 'https://p.fr');
    expect(exported.subject).toBe('Votre export de données est prêt');
    expect(exported.text).toContain('https://p.fr/profile');
    const purchase = renderMail({ ...base, kind: 'credits_purchased', orderId: null, message: 'Pack «\u202fPro\u202f»\u202f: 110,00\u00a0crédits ajoutés.' }, 'https://p.fr');
    expect(purchase.subject).toBe('Achat de crédits confirmé');
    expect(purchase.text).toContain('Pack «\u202fPro\u202f»\u202f: 110,00\u00a0crédits ajoutés.');
    expect(purchase.text).toContain('Voir mes crédits\u202f: https://p.fr/credits');
    expect(Object.keys(EMAIL_SUBJECTS)).toHaveLength(5);
  });

  it('links to the portal page of the kind, in text and HTML, without a doubled slash', () => {
    const mail = renderMail({ ...base, kind: 'file_ready' }, 'https://files.protune.fr/');
    expect(mail.text).toContain('https://files.protune.fr/orders?order=o-1');
    expect(mail.html).toContain('href="https://files.protune.fr/orders?order=o-1"');
    expect(renderMail({ ...base, kind: 'admin_reply', orderId: null }, 'https://p.fr').text).toContain('https://p.fr/chat');
    expect(renderMail({ ...base, kind: 'account_approved' }, 'https://p.fr').html).toContain('href="https://p.fr/login"');
  });

  it("opens the order the mail is about (its details and chat), or /chat for the support chat", () => {
    const reply = renderMail({ ...base, kind: 'admin_reply', orderId: 'o 1' }, 'https://p.fr');
    expect(reply.text).toContain('Lire le message\u202f: https://p.fr/orders?order=o%201\n');
    expect(reply.html).toContain('href="https://p.fr/orders?order=o%201"');
    const support = renderMail({ ...base, kind: 'admin_reply', orderId: null }, 'https://p.fr');
    expect(support.text).toContain('Lire le message\u202f: https://p.fr/chat\n');
    expect(renderMail({ ...base, kind: 'file_ready' }, 'https://p.fr').text).toContain('Voir la commande\u202f: https://p.fr/orders?order=o-1\n');
    expect(renderMail({ ...base, kind: 'file_ready', orderId: null }, 'https://p.fr').text).toContain('Voir mes commandes\u202f: https://p.fr/orders\n');
  });

  it('never says «\u202fle télécharger\u202f» about a version or an order (French grammar)', () => {
    for (const message of [base.message, 'Votre commande Peugeot 308 (AB-123-CD) est terminée.', '']) {
      const mail = renderMail({ ...base, kind: 'file_ready', message }, 'https://p.fr');
      expect(mail.text).not.toMatch(/le télécharger/);
      expect(mail.text).toContain('Vous pouvez télécharger vos fichiers depuis votre espace ProTune.');
    }
    expect(renderMail({ ...base, kind: 'account_approved' }, 'https://p.fr').html).toContain('href="https://p.fr/login"');
  });

  it('greets the client, says the event, signs with the brand and says how to turn e-mails off', () => {
    const mail = renderMail({ ...base, kind: 'file_ready' }, 'http://localhost:3000');
    expect(mail.text).toMatch(/^Bonjour Jean,/);
    expect(mail.text).toContain(base.message);
    expect(mail.text).toContain("L'équipe ProTune");
    expect(mail.text).toContain('Notifications par e-mail');
    expect(mail.text).toContain('http://localhost:3000/profile');
    expect(mail.html).toContain('ProTune File Manager');
    expect(mail.html).toContain('href="http://localhost:3000/profile"');
    expect(mail.html).toContain('lang="fr"');
  });

  it('escapes every user-provided value in the HTML', () => {
    const mail = renderMail(
      { kind: 'admin_reply', firstName: '<img src=x onerror=alert(1)>', message: 'Voir <script>alert("x")</script> & co', orderId: null },
      'http://localhost:3000',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(mail.html).toContain('Bonjour &lt;img src=x onerror=alert(1)&gt;,');
    // The text part is plain text: kept as written.
    expect(mail.text).toContain('Voir <script>alert("x")</script> & co');
  });

  it('still reads well without a first name or a message', () => {
    const mail = renderMail({ kind: 'file_ready', firstName: ' ', message: '', orderId: null }, 'http://localhost:3000');
    expect(mail.text).toMatch(/^Bonjour,/);
    expect(mail.text).toContain('Un fichier de votre commande est disponible.');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('maskAddress', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskAddress('jean.dupont@garage.test')).toBe('j***@garage.test');
    expect(maskAddress('nobody')).toBe('***');
  });
});
