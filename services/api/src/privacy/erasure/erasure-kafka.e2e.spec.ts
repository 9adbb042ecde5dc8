import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { KafkaTestStack } from '../../kafka/testing/kafka-test-stack.js';
import { readWholeTopic } from '../../kafka/testing/read-whole-topic.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { createTestUser, type TestUser } from '../../testing/test-users.js';
import { dumpDatabase } from '../testing/database-dump.js';
import { customerLife, foundIn, listScenarioGames } from '../testing/erasure-scenario.js';

/**
 * Erasure with Kafka carrying the log (issue 36): the topic holds the log's ciphertext, never a
 * customer's clear text, so shredding their key erases them from it too; the read models the
 * projector processes build from the topic lose their texts, equal a replay of the log, and the
 * books stay as they were.
 */
describe('erasing a customer, through Kafka', () => {
  const smtp = new SmtpCapture();
  let stack: KafkaTestStack;
  let admin: TestUser;

  before(async () => {
    stack = await KafkaTestStack.start(2, { SMTP_URL: await smtp.start(), PUBLIC_URL: 'http://shop.test' });
    await stack.startRole('relay');
    await stack.startRole('projector');
    admin = await createTestUser(stack.api.app, 'admin');
    await listScenarioGames(stack.api);
  });
  after(async () => {
    await stack.stop();
    await smtp.stop();
  });

  it('puts no clear text on the topic, and after the erasure neither the database nor the topic holds the customer; the books do not move', async () => {
    const { api } = stack;
    const customer = await customerLife(api, smtp, admin);
    await stack.caughtUp();
    const report = async () =>
      (await fetch(`${api.baseUrl}/api/v1/finance/report?from=2026-01-01&to=${new Date().toISOString().slice(0, 10)}&format=csv`, { headers: { authorization: `Bearer ${admin.token}` } })).text();
    const before = await report();
    const topicBefore = (await readWholeTopic(stack.broker.brokers, stack.topic)).join('\n');
    assert.deepEqual(foundIn(topicBefore, customer.personalTexts), [], 'the topic carries the sealed form only');
    assert.match(topicBefore, /"subject":"pd1\./, 'the ticket’s subject is on the topic, sealed');
    assert.ok(foundIn(await dumpDatabase(api), customer.personalTexts).length > 0, 'the read models built from the topic hold the customer before the erasure');

    const erased = await api.call('POST', `users/${customer.userId}/erase`, { token: admin.token, body: { reason: 'Asked by e-mail to be forgotten' } });
    assert.equal(erased.status, 200, JSON.stringify(erased.body));
    await stack.caughtUp();

    assert.deepEqual(foundIn(await dumpDatabase(api), customer.personalTexts), [], 'the database holds none of it');
    const topicAfter = (await readWholeTopic(stack.broker.brokers, stack.topic)).join('\n');
    assert.deepEqual(foundIn(topicAfter, customer.personalTexts), []);
    assert.match(topicAfter, /PersonalDataErased/, 'consumers of the topic hear of the erasure');
    for (const reconciled of await stack.reconcileAll()) assert.deepEqual(reconciled.differences, [], `${reconciled.projection}: built through Kafka as a replay builds it`);
    assert.equal(await report(), before, 'the finance report is byte-identical');
    const signIn = await api.call('POST', 'auth/login', { body: { email: customer.email, password: customer.password } });
    assert.equal(signIn.status, 401);
  });
});
