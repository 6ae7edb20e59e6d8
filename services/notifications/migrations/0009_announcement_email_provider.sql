-- Announcements may also be emailed to the admins of their audience's tenants; the history
-- counts those emails in email_log by the announcement id their data carries.
ALTER TABLE announcements ADD COLUMN email_admins boolean NOT NULL DEFAULT false;
CREATE INDEX email_log_announcement ON email_log ((data ->> 'announcementId'))
  WHERE template = 'announcement';

-- Which way each email left: the platform's SMTP server ('smtp') or SendGrid's relay
-- ('sendgrid', when the global credential is set and the tenant's toggle is on).
ALTER TABLE email_log ADD COLUMN provider text;
