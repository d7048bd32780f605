def name = 'Acme'
"Dear ${name}"
