# Installs the listgen command line tool: `make install` (PREFIX=/usr/local by default), or
# `make install PREFIX=$HOME/.local`. `make uninstall` removes it. Needs a Swift toolchain and
# libyaml (see the README).
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
# On Linux the Swift runtime is linked into the binary, as in the prebuilt artifact bundle: the
# installed listgen keeps working when the toolchain moves or is upgraded, and it starts faster (its
# calls into the runtime need no symbol lookups at load). macOS has the runtime in the OS.
ifeq ($(shell uname -s),Linux)
LINK_FLAGS ?= --static-swift-stdlib
endif
BUILD_FLAGS ?= -c release --product listgen $(LINK_FLAGS)

.PHONY: build install uninstall artifactbundle

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/listgen" "$(DESTDIR)$(BINDIR)/listgen"
	@echo "installed $(DESTDIR)$(BINDIR)/listgen"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/listgen"

# listgen.artifactbundle (SE-0305) for this host, and a plugin package using it: see
# Documentation/BuildPlugin.md, "A prebuilt listgen".
artifactbundle:
	bash Scripts/build-artifactbundle.sh
