/** The offline page's words, in the languages the merchants offer (EN when the merchant's is missing). */
export interface OfflineTexts {
  title: string;
  message: string;
  home: string;
}

export const OFFLINE_TEXTS: Record<string, OfflineTexts> = {
  EN: { title: 'You are offline', message: 'This page needs a connection. The pages you opened before still work.', home: 'Go to home' },
  CN: { title: '您已离线', message: '此页面需要网络连接。您之前打开过的页面仍可使用。', home: '返回首页' },
  TH: { title: 'คุณออฟไลน์อยู่', message: 'หน้านี้ต้องใช้การเชื่อมต่อ หน้าที่คุณเคยเปิดไว้ยังใช้งานได้', home: 'ไปหน้าแรก' },
  VI: {
    title: 'Bạn đang ngoại tuyến',
    message: 'Trang này cần kết nối mạng. Các trang bạn đã mở trước đó vẫn dùng được.',
    home: 'Về trang chủ',
  },
  'PT-BR': {
    title: 'Você está offline',
    message: 'Esta página precisa de conexão. As páginas que você já abriu continuam funcionando.',
    home: 'Ir para o início',
  },
  AR: {
    title: 'أنت غير متصل',
    message: 'تحتاج هذه الصفحة إلى اتصال. الصفحات التي فتحتها من قبل لا تزال تعمل.',
    home: 'الذهاب إلى الرئيسية',
  },
};
