/** Customer service chat (Thai). */
export default {
  title: 'ฝ่ายบริการลูกค้า',
  online: 'ออนไลน์',
  offlineShort: 'ออฟไลน์',
  offline: 'ขณะนี้ฝ่ายบริการลูกค้าออฟไลน์ เวลาให้บริการ: {{hours}} UTC คาดว่าจะตอบกลับตั้งแต่ {{time}}',
  earlier: 'ข้อความก่อนหน้า',
  loadFailed: 'ไม่สามารถโหลดแชทได้',
  retry: 'ลองอีกครั้ง',
  support: 'ฝ่ายบริการ',
  agentInitial: 'บ',
  image: 'รูปภาพ',
  read: 'อ่านแล้ว',
  sent: 'ส่งแล้ว',
  pickImage: 'ส่งรูปภาพ',
  placeholder: 'พิมพ์ข้อความ',
  send: 'ส่ง',
};
