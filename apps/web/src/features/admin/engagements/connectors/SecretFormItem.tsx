// A secret field of a broker or API connection: beside its label whether a secret is stored, never
// its value; typing a new one replaces it on Save, an empty field keeps it.
import type { ReactNode } from 'react';
import { Form, Space } from 'antd';
import { SecretStatusTag } from './SecretStatusTag';

interface Props {
  name: string;
  label: string;
  set: boolean;
  /** The test id of the set / not set tag. */
  statusTestId: string;
  extra?: ReactNode;
  minWidth: number;
  /** The input (a password field, or a text area for a key). */
  children: ReactNode;
}

export function SecretFormItem({ name, label, set, statusTestId, extra, minWidth, children }: Props) {
  return (
    <Form.Item
      name={name}
      label={
        <Space>
          {label}
          <SecretStatusTag set={set} testId={statusTestId} />
        </Space>
      }
      extra={extra}
      style={{ flex: 1, minWidth }}
    >
      {children}
    </Form.Item>
  );
}
