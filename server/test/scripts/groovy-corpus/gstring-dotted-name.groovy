def partner = [name: 'Acme', address: [city: 'Lyon']]
println "Ship to $partner.name in $partner.address.city"
