export default {
  header: {
    settings: 'ภาษาและการตั้งค่า',
    messages: 'ข้อความ',
    messagesUnread: 'ข้อความ ยังไม่ได้อ่าน {{count}} รายการ',
  },
  banner: { label: 'แนะนำ' },
  notice: { label: 'ประกาศ' },
  popup: { badge: 'ประกาศ', close: 'รับทราบ', details: 'ดูรายละเอียด' },
  shortcuts: { label: 'ทางลัด', more: 'เพิ่มเติม', less: 'ย่อ' },
  quotes: {
    title: 'ตลาด',
    more: 'เพิ่มเติม',
    kind: { crypto: 'คริปโต', stock: 'หุ้น' },
    name: 'ชื่อ',
    price: 'ราคาล่าสุด',
    change: '24 ชม. (%)',
    empty: 'ยังไม่มีสินทรัพย์ที่เปิดซื้อขาย',
  },
  news: { title: 'ข่าวสาร', more: 'โหลดเพิ่มเติม', empty: 'ยังไม่มีข่าวสาร' },
};
