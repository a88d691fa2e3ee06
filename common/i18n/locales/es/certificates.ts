import type { Sections } from "../tr";

export default {
  certificates: {
    eyebrow: "Certificados",
    title: "Una calidad que puede comprobar",
    text: "Organismos independientes auditan nuestra producción según normas internacionales.",
    carousel: "carrusel",
    slideRole: "diapositiva",
    label: "Nuestros certificados",
    slide: "Certificado {{current}} de {{total}}",
    previous: "Certificado anterior",
    next: "Certificado siguiente",
    show: "Mostrar el certificado {{title}}",
    enlarge: "Ampliar el certificado {{title}}",
    pause: "Pausar el pase automático",
    play: "Reanudar el pase automático",
    close: "Cerrar",
    iso: {
      title: "ISO 9001:2015",
      subtitle: "Sistema de gestión de la calidad",
      text: "Desde el pedido hasta el envío, cada proceso sigue un sistema de gestión de la calidad documentado y auditado cada año por un organismo independiente. Así, cada metro de tejido mantiene el mismo tono, el mismo tacto y las mismas medidas.",
      alt: "Certificado del sistema de gestión de la calidad ISO 9001:2015 emitido a nombre de Dokuma Tekstil"
    },
    gots: {
      title: "GOTS",
      subtitle: "Estándar Textil Orgánico Global",
      text: "En nuestros tejidos de algodón orgánico, el origen orgánico de la fibra, los productos químicos de tintura y acabado y las condiciones de trabajo están certificados según los criterios GOTS.",
      alt: "Certificado GOTS (Estándar Textil Orgánico Global) emitido a nombre de Dokuma Tekstil"
    }
  }
} satisfies Sections["certificates"];
