import { MDN_TEXT_LIMIT, type As2LogDetail } from '@console/shared';
import { Collapse, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Header names are case-insensitive, so they are sorted that way. */
const byName = ([a]: [string, string], [b]: [string, string]) =>
  a.toLowerCase().localeCompare(b.toLowerCase());

/** One `name: value` line per AS2 or MIME header, sorted by name. */
function HeaderList({ headers }: { headers: [string, string][] }) {
  const { t } = useTranslation('as2');
  if (!headers.length)
    return <Typography.Text type="secondary">{t('logs.noHeaders')}</Typography.Text>;
  return (
    <ul
      aria-label={t('logs.headersList')}
      style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: 12, wordBreak: 'break-all' }}
    >
      {headers.map(([name, value]) => (
        <li key={name}>
          <Typography.Text type="secondary">{name}:</Typography.Text> {value}
        </li>
      ))}
    </ul>
  );
}

/** The MDN as text: monospace and scrollable (it can be long), with its content type. */
function MdnText({ text, contentType }: { text: string; contentType: string | null }) {
  const { t } = useTranslation('as2');
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
        {t('logs.mdnContentType', { type: contentType ?? t('logs.unknownType') })}
      </Typography.Text>
      <pre
        // Focusable, so that the keyboard can scroll it too.
        tabIndex={0}
        aria-label={t('logs.mdnText')}
        style={{
          margin: 0,
          padding: 8,
          maxHeight: 320,
          overflow: 'auto',
          fontFamily: token.fontFamilyCode,
          fontSize: 12,
          background: token.colorFillTertiary,
          borderRadius: token.borderRadiusSM,
        }}
      >
        {text}
      </pre>
      {text.length >= MDN_TEXT_LIMIT && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('logs.mdnCut', { limit: MDN_TEXT_LIMIT })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The headers (open) and the MDN's text (closed, it is long), in collapsible panels. */
export function LogMessageParts({ detail }: { detail: As2LogDetail }) {
  const { t } = useTranslation('as2');
  const headers = Object.entries(detail.headers).sort(byName);
  return (
    <Collapse
      size="small"
      defaultActiveKey={['headers']}
      items={[
        {
          key: 'headers',
          label: t('logs.headers', { count: headers.length }),
          children: <HeaderList headers={headers} />,
        },
        {
          key: 'mdn',
          label: t('logs.mdn'),
          children: detail.mdnText ? (
            <MdnText text={detail.mdnText} contentType={detail.mdnContentType} />
          ) : (
            <Typography.Text type="secondary">{t('logs.noMdn')}</Typography.Text>
          ),
        },
      ]}
    />
  );
}
