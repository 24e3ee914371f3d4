/**
 * An address of the open web as the kiosk shows it (issue 13 §5): a QR code for the visitor's
 * phone, 'Continua al mòbil' and the address written out. The server draws the code
 * (GET /api/kiosk/qr), so the encoder never weighs on a bundle.
 */
import { readableAddress } from '../../../common/html.js';
import { qrCodeUrl } from '../../api/media.js';
import styles from './Kiosk.module.css';


export function AddressQr({ url, title }: { url: string; title: string }) {
  const readable = readableAddress(url);
  return (
    <div className={styles.addressQr} data-testid="address-qr">
      <img className={styles.qr} src={qrCodeUrl(url)} alt={`Codi QR de ${readable}`} width={240} height={240} />
      <div className={styles.addressText}>
        <p className={styles.addressTitle}>{title}</p>
        <p className={styles.addressCall}>Continua al mòbil</p>
        <p className={styles.address}>{readable}</p>
      </div>
    </div>
  );
}
