println 'ann@x.io, bob@y.io'.replaceAll(/(\w+)@/) { all, user -> user.toUpperCase() + '@' }
println 'a1b2'.replaceAll(/\d/) { (it as Integer) * 2 }
