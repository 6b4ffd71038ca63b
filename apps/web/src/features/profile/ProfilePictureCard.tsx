import { App, Button, Card, Flex, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@cairn/contracts';
import {
  profilePictureAddress,
  useRemoveProfilePicture,
  useUploadProfilePicture,
} from '../../shared/api/profile/useProfilePicture';

// The server accepts PNG, JPEG and WebP up to 5 MB (docs/api.md); checking here saves an upload.
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

export function ProfilePictureCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();

  const beforeUpload = (file: File) => {
    if (!ACCEPTED.includes(file.type)) {
      void message.error(t('profile.pictureWrongType'));
      return false;
    }
    if (file.size > MAX_BYTES) {
      void message.error(t('profile.pictureTooLarge'));
      return false;
    }
    upload.mutate(file, { onSuccess: () => void message.success(t('profile.pictureSaved')) });
    return false; // the mutation uploads; antd's own request stays unused
  };

  return (
    <Card title={t('profile.picture')} data-testid="profile-picture-card">
      <Flex vertical align="center" gap={16}>
        <img
          src={profilePictureAddress(user, 120)}
          alt={t('profile.picture')}
          width={120}
          height={120}
          style={{ borderRadius: '50%', objectFit: 'cover' }}
          data-testid="profile-picture-preview"
        />
        <Flex gap={8} wrap justify="center">
          <Upload accept={ACCEPTED.join(',')} showUploadList={false} beforeUpload={beforeUpload} maxCount={1}>
            <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="profile-picture-upload">
              {t('profile.uploadPicture')}
            </Button>
          </Upload>
          <Button icon={<DeleteOutlined />} onClick={() => remove.mutate()} loading={remove.isPending}>
            {t('profile.removePicture')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
