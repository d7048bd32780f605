import { useFormatTime, type AreaRelease } from '@console/shared';
import { Alert, Button, Card, Descriptions, Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReleaseActions } from './use-release-actions';
import { VersionsTable } from './versions-table';

interface AreaCardProps {
  area: AreaRelease;
  hostContract: string | null;
  onRelease: (version: string) => void;
  /** After a promote, rollback or withdraw: the view is read again. */
  onChanged: () => void;
}

/** An action button, disabled with the reason in a tooltip when it has nothing to act on. */
function AreaAction(props: { label: string; reason: string | null; onClick: () => void }) {
  const button = (
    <Button disabled={props.reason !== null} onClick={props.onClick}>
      {props.label}
    </Button>
  );
  return props.reason ? <Tooltip title={props.reason}>{button}</Tooltip> : button;
}

/** One area: who gets which version, the last withdrawn candidate, and its deployed versions. */
export function AreaCard({ area, hostContract, onRelease, onChanged }: AreaCardProps) {
  const { t } = useTranslation('host');
  const formatTime = useFormatTime();
  const actions = useReleaseActions(onChanged);
  const { candidate, withdrawn } = area;
  const none = <Typography.Text type="secondary">{t('releases.none')}</Typography.Text>;
  const audience = (names: string, percent: number | null): string => {
    if (names && percent !== null) return t('releases.audience.both', { names, percent });
    if (names) return t('releases.audience.tenants', { names });
    return t('releases.audience.percent', { percent: percent ?? 0 });
  };
  const candidateText: ReactNode = candidate
    ? t('releases.candidateSince', {
        version: candidate.version,
        audience: audience(
          candidate.tenants.map((tenant) => tenant.name).join(', '),
          candidate.percent,
        ),
        time: formatTime(candidate.since),
      })
    : none;

  return (
    <Card
      size="small"
      title={area.remote}
      data-testid={`release-area-${area.remote}`}
      extra={
        <Flex gap={8} wrap>
          <AreaAction
            label={t('releases.promote')}
            reason={candidate ? null : t('releases.noCandidate')}
            onClick={() => actions.promote(area)}
          />
          <AreaAction
            label={t('releases.rollback')}
            reason={area.previous ? null : t('releases.noPrevious')}
            onClick={() => actions.rollback(area)}
          />
          <AreaAction
            label={t('releases.withdraw')}
            reason={candidate ? null : t('releases.noCandidate')}
            onClick={() => actions.withdraw(area)}
          />
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Descriptions
          size="small"
          column={{ xs: 1, lg: 3 }}
          items={[
            { key: 'current', label: t('releases.current'), children: area.current },
            { key: 'previous', label: t('releases.previous'), children: area.previous ?? none },
            { key: 'candidate', label: t('releases.candidate'), children: candidateText },
          ]}
        />
        {withdrawn && (
          <Alert
            type="warning"
            showIcon
            title={t('releases.withdrawnTitle', {
              version: withdrawn.version,
              time: formatTime(withdrawn.at),
            })}
            description={withdrawn.reason}
          />
        )}
        <VersionsTable area={area} hostContract={hostContract} onRelease={onRelease} />
      </Flex>
    </Card>
  );
}
