// The privateEndpoints of a resource's configuration (admin-console.md section 3: "Configuration may
// also contain privateEndpoints (IP and FQDN)"): any type may have them, so every card lists them,
// one row of IP address and host name each. A row says what is wrong with it as it is typed; Save
// checks the whole list again with the same contracts rules (and the server once more).
import { Button, Flex, Form, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  MAX_PRIVATE_ENDPOINTS,
  privateEndpointFqdnRule,
  privateEndpointIpRule,
  type PrivateEndpoint,
  type Rule,
} from '@cairn/contracts';
import { ruleMessage } from '../../../../shared/validation/antdRules';

interface Props {
  /** The configuration's privateEndpoints as stored (anything; a malformed value shows as none). */
  value: unknown;
  disabled: boolean;
  onChange: (next: PrivateEndpoint[]) => void;
}

const asEndpoints = (value: unknown): PrivateEndpoint[] =>
  Array.isArray(value)
    ? value.map((e: Partial<PrivateEndpoint> | null) => ({
        ip: String(e?.ip ?? ''),
        fqdn: String(e?.fqdn ?? ''),
      }))
    : [];

export function TenantResourcePrivateEndpoints({ value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const endpoints = asEndpoints(value);
  const set = (index: number, part: keyof PrivateEndpoint, text: string) =>
    onChange(endpoints.map((e, i) => (i === index ? { ...e, [part]: text } : e)));
  // An empty cell is not yet wrong while typing; Save says it is required.
  const problem = (rule: Rule, text: string) => {
    const message = text === '' ? null : rule(text);
    return message ? ruleMessage(message, t) : null;
  };

  return (
    <Form.Item label={t('adminCompose.privateEndpoints')} style={{ marginBottom: 12 }}>
      <Flex vertical gap={4} data-testid="compose-private-endpoints">
        {endpoints.length === 0 && (
          <Typography.Text type="secondary">{t('adminCompose.noPrivateEndpoints')}</Typography.Text>
        )}
        {endpoints.map((endpoint, index) => {
          const n = index + 1;
          const ipProblem = problem(privateEndpointIpRule, endpoint.ip);
          const fqdnProblem = problem(privateEndpointFqdnRule, endpoint.fqdn);
          return (
            <Flex key={index} vertical data-testid="compose-private-endpoint">
              <Flex gap={4}>
                <Input
                  value={endpoint.ip}
                  placeholder={t('adminCompose.endpointIp')}
                  aria-label={t('adminCompose.endpointIpOf', { n })}
                  status={ipProblem ? 'error' : undefined}
                  maxLength={45}
                  disabled={disabled}
                  onChange={(e) => set(index, 'ip', e.target.value)}
                />
                <Input
                  value={endpoint.fqdn}
                  placeholder={t('adminCompose.endpointFqdn')}
                  aria-label={t('adminCompose.endpointFqdnOf', { n })}
                  status={fqdnProblem ? 'error' : undefined}
                  maxLength={253}
                  disabled={disabled}
                  onChange={(e) => set(index, 'fqdn', e.target.value)}
                />
                {!disabled && (
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('adminCompose.removeEndpoint', { n })}
                    onClick={() => onChange(endpoints.filter((_, i) => i !== index))}
                  />
                )}
              </Flex>
              {[ipProblem, fqdnProblem].filter(Boolean).map((text) => (
                <Typography.Text key={text} type="danger">
                  {text}
                </Typography.Text>
              ))}
            </Flex>
          );
        })}
        {!disabled && endpoints.length < MAX_PRIVATE_ENDPOINTS && (
          <Button
            size="small"
            icon={<PlusOutlined />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => onChange([...endpoints, { ip: '', fqdn: '' }])}
            data-testid="compose-private-endpoint-add"
          >
            {t('adminCompose.addPrivateEndpoint')}
          </Button>
        )}
      </Flex>
    </Form.Item>
  );
}
