def contacts = [[email: 'A@x.io'], [email: 'a@x.io'], [email: 'b@x.io']]
println contacts.unique { it.email.toLowerCase() }.size()
