import type { OutgoingMail } from './mailer.js';
import { escapeHtml } from './escape-html.js';

export function verificationMail(to: string, username: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Verify your KeyLedger e-mail address',
    text: `Hello ${username},\n\nConfirm your e-mail address to finish creating your KeyLedger account:\n${link}\n\nThe link is valid for 24 hours. If you did not register, ignore this message.`,
    html: `<p>Hello ${escapeHtml(username)},</p><p>Confirm your e-mail address to finish creating your KeyLedger account:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>The link is valid for 24 hours. If you did not register, ignore this message.</p>`,
  };
}

export function alreadyRegisteredMail(to: string, loginLink: string): OutgoingMail {
  return {
    to,
    subject: 'Your KeyLedger account',
    text: `Someone tried to register a KeyLedger account with this e-mail address, which already has one.\nSign in here: ${loginLink}\nIf this was not you, you can ignore this message.`,
    html: `<p>Someone tried to register a KeyLedger account with this e-mail address, which already has one.</p><p><a href="${escapeHtml(loginLink)}">Sign in</a>. If this was not you, you can ignore this message.</p>`,
  };
}

export function twoFactorCodeMail(to: string, code: string): OutgoingMail {
  return {
    to,
    // Never the code itself: a subject shows on lock screens and in notifications.
    subject: 'Your KeyLedger sign-in code',
    text: `Your sign-in code is ${code}. It expires in 5 minutes. If you did not try to sign in, change your password.`,
    html: `<p>Your sign-in code is <strong>${code}</strong>.</p><p>It expires in 5 minutes. If you did not try to sign in, change your password.</p>`,
  };
}

export function emailChangeMail(to: string, username: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your new KeyLedger e-mail address',
    text: `Hello ${username},\n\nConfirm that this is your new KeyLedger e-mail address:\n${link}\n\nThe link is valid for 24 hours. Until then your account keeps its current address. If you did not ask for this, ignore this message.`,
    html: `<p>Hello ${escapeHtml(username)},</p><p>Confirm that this is your new KeyLedger e-mail address:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>The link is valid for 24 hours. Until then your account keeps its current address.</p>`,
  };
}
