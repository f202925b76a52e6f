import { Anchor, Table, Text } from '@mantine/core';
import type { WalletTransaction } from '@school/shared/wallet/wallet.contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubjectName } from '../../../lib/subjects';
import { useWalletFormat, type WalletFormat } from '../lib/use-wallet-format';
import { KindBadge } from './kind-badge';
import classes from './transactions-table.module.css';

/** Signed amounts (+ in, − out) and the running balance after each movement. */
export function TransactionsTable({ items }: { items: WalletTransaction[] }) {
  const { t } = useTranslation('wallet');
  const format = useWalletFormat();
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="sm" highlightOnHover className={classes.table}>
        <Table.Caption className={classes.caption}>{t('transactions.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('transactions.date')}</Table.Th>
            <Table.Th>{t('transactions.kind')}</Table.Th>
            <Table.Th>{t('transactions.details')}</Table.Th>
            <Table.Th>{t('transactions.by')}</Table.Th>
            <Table.Th className={classes.number}>{t('transactions.amount')}</Table.Th>
            <Table.Th className={classes.number}>{t('transactions.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="transaction-row">
              <Table.Td className={classes.nowrap}>
                <Text size="sm">{format.dateTime(item.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <KindBadge kind={item.kind} />
              </Table.Td>
              <Table.Td>
                <TransactionDetails item={item} format={format} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {item.by ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td className={classes.number}>
                <Text
                  size="sm"
                  fw={700}
                  className={classes.amount}
                  data-direction={item.amount >= 0 ? 'in' : 'out'}
                  dir="ltr"
                >
                  {format.signedCredits(item.amount)}
                </Text>
              </Table.Td>
              <Table.Td className={classes.number}>
                <Text size="sm" fw={500} dir="ltr" className={classes.tabular}>
                  {format.credits(item.balanceAfter)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A name or a date set apart from the sentence around it, so either direction reads in order. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * What a movement was for: the appointment it paid for or gave back (a link to it), the movement
 * a reversal undoes, or its memo; the raw reference only when nothing describes it.
 */
function TransactionDetails({ item, format }: { item: WalletTransaction; format: WalletFormat }) {
  const { t } = useTranslation('wallet');
  const subjectName = useSubjectName();
  const { about, reverses } = item;
  const memo = reverses ? null : item.memo;
  return (
    <>
      {about && (
        <Anchor component={Link} to={about.url} size="sm" lineClamp={2}>
          {t(about.studentName ? 'transactions.appointmentFor' : 'transactions.appointment', {
            subject: isolate(subjectName(about.subject)),
            tutor: isolate(about.tutorName),
            student: isolate(about.studentName ?? ''),
            date: isolate(format.dateTime(about.startsAt)),
          })}
        </Anchor>
      )}
      {reverses && (
        <Text size="sm" lineClamp={2}>
          {t('transactions.reverses', {
            kind: isolate(t(`kinds.${reverses.kind}`)),
            date: isolate(format.dateTime(reverses.createdAt)),
          })}
        </Text>
      )}
      {memo && (
        <Text size="sm" lineClamp={2}>
          {memo}
        </Text>
      )}
      {!about && !reverses && !memo && <Text size="sm">{item.reference ?? '—'}</Text>}
    </>
  );
}
