def source = [firstName: 'Ann', lastName: 'Lee', emails: ['ann@x.io', 'a.lee@y.io']]
def payload = [
  name: "${source.firstName} ${source.lastName}".toString(),
  primaryEmail: source.emails.first(),
  emailCount: source.emails.size()
]
println payload
println payload.name.size()
