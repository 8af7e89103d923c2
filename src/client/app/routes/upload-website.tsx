export default function UploadWebsiteRoute() {
  return null;
}
