/**
 * Which credentials content hands the S3 SDK: the configured keys when both are set, and
 * otherwise none, so the SDK's provider chain (IRSA on EKS, an instance role, AWS_* variables)
 * supplies them and no long-lived key has to live in a Secret.
 */
import { s3ClientConfig, type S3Settings } from '../../src/blob/s3';

const settings: S3Settings = {
  endpoint: 'http://minio.storage:9000',
  bucket: 'portico-files',
  region: 'eu-west-1',
  accessKeyId: 'AKIAEXAMPLE',
  secretAccessKey: 'secret',
};

it('uses the configured key pair when both halves are set', () => {
  expect(s3ClientConfig(settings).credentials).toEqual({
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret',
  });
});

it("leaves credentials to the SDK's provider chain when no key is configured", () => {
  const config = s3ClientConfig({ ...settings, accessKeyId: '', secretAccessKey: '' });
  expect(config).not.toHaveProperty('credentials');
  expect(config.region).toBe('eu-west-1');
});
